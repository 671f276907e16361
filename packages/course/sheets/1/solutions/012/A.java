import java.io.IOException;

public class Main {
    public static void main(String[] args) throws IOException {
        String n = new String(System.in.readAllBytes()).strip();
        System.out.println(n.chars().map(d -> d - '0').sum());
    }
}
