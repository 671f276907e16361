import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String text = new String(System.in.readAllBytes());
        System.out.println(text.chars().filter(c -> c >= '0' && c <= '9').count());
    }
}
