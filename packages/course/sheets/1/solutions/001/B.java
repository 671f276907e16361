import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String text = new String(System.in.readAllBytes()).strip();
        System.out.println(text.isEmpty() ? 0 : text.split("\\s+").length);
    }
}
